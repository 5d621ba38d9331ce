/**
 * Ask that the extension's storage (repositories, indexes, conversations) is never evicted under
 * storage pressure. Chrome keeps an extension holding `unlimitedStorage` persistent already;
 * Firefox may evict an origin's IndexedDB unless persistence is granted, so it is asked for at
 * each start (a no-op once granted). Answers whether storage is persistent.
 */
export async function ensurePersistentStorage(storage: { persisted?(): Promise<boolean>; persist?(): Promise<boolean> } | undefined): Promise<boolean> {
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
