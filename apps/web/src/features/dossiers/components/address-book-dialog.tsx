import { interpolate, type AddressBookEntry } from '@afscheid/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';
import { searchAddressBook } from '../api/dossiers-api.ts';
import { dossierKeys } from '../api/query-keys.ts';

const texts = nld.addressBook;
const MIN_SEARCH = 2;

/**
 * The "address book" dialog: searches the clients and contacts of the organisation's dossiers
 * (`GET /api/address-book?search=`) and hands the chosen person's block to the form.
 */
export function AddressBookDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (entry: AddressBookEntry) => void;
}) {
  if (!open) return null;
  return <AddressBookSearch onClose={onClose} onPick={onPick} />;
}

function AddressBookSearch({
  onClose,
  onPick,
}: {
  onClose: () => void;
  onPick: (entry: AddressBookEntry) => void;
}) {
  const [search, setSearch] = useState('');
  const resultsId = useId();
  const term = useDebouncedValue(search.trim(), 250);
  const enabled = term.length >= MIN_SEARCH;
  const { data, isFetching, isError, error } = useQuery({
    queryKey: dossierKeys.addressBook(term),
    queryFn: ({ signal }) => searchAddressBook(term, signal),
    enabled,
  });

  return (
    <Dialog
      open
      wide
      title={texts.title}
      description={texts.intro}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {texts.cancel}
        </Button>
      }
    >
      <div role="search">
        <TextField
          label={texts.search}
          type="search"
          autoComplete="off"
          description={texts.searchHint}
          value={search}
          aria-controls={resultsId}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div id={resultsId} className="mt-4" aria-live="polite" aria-busy={isFetching || undefined}>
        {isError && <Alert tone="error">{`${texts.loadFailed} ${error.message}`}</Alert>}
        {enabled && isFetching && !data && <p className="text-stone-700">{texts.loading}</p>}
        {enabled && data && data.length === 0 && <p className="text-stone-700">{texts.none}</p>}
        {enabled && data && data.length > 0 && (
          <ul
            aria-label={texts.results}
            className="divide-y divide-stone-200 rounded-md border border-stone-200"
          >
            {data.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-stone-900">{entry.name}</p>
                  <p className="text-sm text-stone-700">
                    {[texts.sources[entry.source], entry.relation].filter(Boolean).join(' · ')}
                    {entry.dossier && (
                      <>
                        {' · '}
                        {interpolate(texts.fromDossier, {
                          number: entry.dossier.number,
                          name: entry.dossier.deceasedName,
                        })}
                      </>
                    )}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={interpolate(texts.pick, { name: entry.name })}
                  onClick={() => onPick(entry)}
                >
                  {texts.pickShort}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
