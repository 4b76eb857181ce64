import { browserProject } from '../../config/vitest/browser-project.ts';

export default browserProject('kit');
