import { useOutletContext } from 'react-router';

/**
 * Whether the dossier page around a tab says the dossier is read-only (archived or cancelled): the server then
 * refuses every change, so the tab offers none. Outside the dossier page (no outlet context): false.
 */
export function useDossierReadOnly(): boolean {
  const context = useOutletContext<{ readOnly?: unknown } | null | undefined>();
  return context?.readOnly === true;
}
