/**
 * The merge fields of the organisation's Word templates (issue 16): what a template may use, shown beside the
 * upload with an example each, and checked at upload (an unknown tag is refused, naming it). Tags are Dutch and
 * written like `{overledene.voornamen}`; a loop is `{#begroting.regels}…{/begroting.regels}` with the loop's own
 * fields inside (`{omschrijving}`).
 */
export type MergeField = {
  /** `overledene.voornamen`, or inside a loop just `omschrijving`. */
  tag: string;
  /** Dutch description: "Voornamen van de overledene". */
  label: string;
  /** What it prints for the demo: "Johannes Petrus". */
  example: string;
  /** For a loop: the fields of one item. */
  loop?: readonly MergeField[];
};

export type MergeFieldGroup = {
  key: string;
  /** "Overledene" */
  label: string;
  fields: readonly MergeField[];
};

/** Every merge field, grouped as the upload screen shows them (filled by the templates work). */
export const MERGE_FIELD_GROUPS: readonly MergeFieldGroup[] = [];
