import type { AppModule } from '../http/module';
import { healthModule } from './health/routes';

/** Every API module, in the order they register. */
export const modules: AppModule[] = [healthModule];
