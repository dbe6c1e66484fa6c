export * from './tenants';
export * from './users';
export * from './roles';
export * from './settings';
export * from './mail';
export * from './courses';
export * from './questions';
