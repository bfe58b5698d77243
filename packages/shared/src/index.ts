export * from './roles.js';
export * from './permissions.js';
export * from './schemas/common.js';
export * from './schemas/session.js';
