// The package ships no types; the part of its API the rich-results test uses.
declare module '@adobe/structured-data-validator' {
  export type ValidationIssue = {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path: unknown[];
    fieldNames?: string[];
  };
  export default class Validator {
    /** Without the schema.org vocabulary only Google's rich-result rules run (no network). */
    constructor(schemaOrgJson?: unknown);
    validate(extracted: Record<string, unknown>): Promise<ValidationIssue[]>;
  }
}
