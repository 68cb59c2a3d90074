/** The shared API contract: shapes, error catalogue and header names used by both app and server. */
export * from './constants';
export * from './contract';
export * from './errors';
export * from './headers';
export * from './schemas/common';
export * from './schemas/dev';
export * from './schemas/home';
export * from './schemas/partner';
