/** TanStack Query keys of the organisation's Word templates. */
export const templateKeys = {
  all: ['templates'] as const,
  /** The active organisation's templates, for its "Sjablonen" tab. */
  list: (organizationId: string) => ['templates', 'list', organizationId] as const,
};
