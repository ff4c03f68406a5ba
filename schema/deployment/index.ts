// A survey's deployments (spec §3, §4, §7): the website intercept and the e-mail tasks, as stored
// configuration shared by the launch screens, the draft engine and the server.
export * from './intercept-trigger';
export * from './intercept';
export * from './email-task';
export * from './email-task-status';
