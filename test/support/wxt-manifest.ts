import wxtConfig from '../../wxt.config';

export type ManifestShape = {
  content_security_policy?: { extension_pages?: string };
  host_permissions?: string[];
  optional_host_permissions?: string[];
  permissions?: string[];
  [key: string]: unknown;
};

/** The manifest wxt.config.ts gives WXT for `browser` (it is a function of the target browser). */
export function configManifest(browser: 'chrome' | 'firefox' = 'chrome'): ManifestShape {
  const m = wxtConfig.manifest as unknown;
  return (typeof m === 'function' ? (m as (env: { browser: string }) => ManifestShape)({ browser }) : m) as ManifestShape;
}
