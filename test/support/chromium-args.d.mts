export declare function chromiumArgs(extensionDir: string): string[];
