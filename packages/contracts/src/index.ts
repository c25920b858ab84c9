export * from './envelope';
export * from './filters';
export * from './interests';
export * from './messages';
export * from './plans';
export * from './fields';
export * from './child';
export * from './device';
