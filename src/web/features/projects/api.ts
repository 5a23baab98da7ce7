/** The projects area's public face for other features (re-exports only; the calls live in api/). */
export type {
  Assignment,
  CompanyRateItem,
  CompanyUser,
  ProjectCard,
  ProjectForeman,
  ProjectRateItem,
} from './api/types';
export { projectKeys } from './api/keys';
export { useProjects } from './api/get-projects';
