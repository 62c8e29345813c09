export { startCommandService, type CommandServiceOptions, type RunningCommandService } from './start-command-service.js';
export { grantRole } from './users/grant-role.js';
