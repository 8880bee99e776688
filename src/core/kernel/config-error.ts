/** A setting that cannot be used; the message names the variable and what is wrong (see config.ts). */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
