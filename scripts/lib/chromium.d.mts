export declare const chromiumPath: string;
export declare const chromiumArgs: readonly string[];
export declare function chromiumLaunchOptions(extraArgs?: readonly string[]): { executablePath: string; args: string[] };
