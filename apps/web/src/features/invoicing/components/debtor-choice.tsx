import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { nlInvoicing as texts } from '../../../lib/i18n/nl-NL.invoicing.ts';
import { listDebtorOptions } from '../api/invoicing-api.ts';
import { invoicingKeys } from '../api/query-keys.ts';

/** The debtor of the lines that have none: a search and a labelled choice of the organisation's debtors. */
export function DebtorChoice({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (debtorId: string) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const options = useQuery({
    queryKey: invoicingKeys.debtorOptions(debounced),
    queryFn: () => listDebtorOptions(debounced),
  });
  return (
    <div className="space-y-2">
      <TextField
        label={texts.invoice.debtorSearch}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={texts.invoice.debtor}
        placeholder={texts.invoice.debtorPlaceholder}
        description={texts.invoice.debtorHint}
        required
        error={error}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={(options.data ?? []).map((debtor) => ({ value: debtor.id, label: debtor.displayName }))}
      />
    </div>
  );
}
