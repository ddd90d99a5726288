import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  app: 'shell',
  dir: __dirname,
});
