import pkg from '../../package.json' with { type: 'json' };

/** This build's version, from package.json. */
export const APP_VERSION: string = pkg.version;
