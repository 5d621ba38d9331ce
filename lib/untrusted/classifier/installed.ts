import type { Classifier } from './two-stage';

// The background installs the classifier once its asset has loaded; until then (and in the
// panel, which never loads it) the scan runs on the rules alone.
let installed: Classifier | null = null;

export function installInjectionModel(model: Classifier | null): void {
  installed = model;
}

export const installedInjectionModel = (): Classifier | null => installed;
