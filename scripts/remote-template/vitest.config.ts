import { mergeConfig } from 'vitest/config';
import { browserProject } from '../../config/vitest/browser-project.ts';

// The remote's own setup (messages loaded, a tenant set) runs after the shared DOM setup.
export default mergeConfig(browserProject('__NAME__'), { test: { setupFiles: ['./src/test/setup.ts'] } });
