import type { InjectionModel } from './model';

// The background installs the classifier once its asset has loaded; until then (and in the
// panel, which never loads it) the scan runs on the rules alone.
let installed: InjectionModel | null = null;

export function installInjectionModel(model: InjectionModel | null): void {
  installed = model;
}

export const installedInjectionModel = (): InjectionModel | null => installed;
