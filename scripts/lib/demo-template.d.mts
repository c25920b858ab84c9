export const DEMO_TEMPLATE_VARIABLE: string;
export function makeDemoTemplate(folder: string): Promise<void>;
export function copyDemoTemplate(target: { database: string; files: { public: string; private: string } }, env?: Record<string, string | undefined>): boolean;
