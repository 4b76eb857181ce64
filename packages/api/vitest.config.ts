import { browserProject } from '../../config/vitest/browser-project';

export default browserProject('api');
