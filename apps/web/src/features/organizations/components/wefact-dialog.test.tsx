import { messages, type WefactSettingsData } from '@afscheid/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiValidationError } from '../../../lib/api/errors.ts';
import { testWefactConnection, updateWefactSettings } from '../api/organizations-api.ts';
import { WefactDialog } from './wefact-dialog.tsx';

vi.mock('../api/organizations-api.ts', () => ({
  testWefactConnection: vi.fn(),
  updateWefactSettings: vi.fn(),
}));

const settings: WefactSettingsData = {
  configured: true,
  apiKeyLast4: 'c5d6',
  baseUrl: 'https://api.mijnwefact.nl/v2/',
  taxCodes: { '21': 'V21', '9': 'V9', '0': 'V0', exempt: 'VRIJ', disbursement: 'V0' },
  updatedAt: '2026-11-21T12:00:00.000Z',
};
const NEW_URL = 'https://wefact.example.nl/v2/';

beforeEach(() => {
  vi.mocked(testWefactConnection).mockReset();
  vi.mocked(updateWefactSettings).mockReset();
});
afterEach(cleanup);

function renderDialog(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WefactDialog
        open
        organizationId="org-1"
        settings={settings}
        onClose={() => undefined}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return onSaved;
}

const keyField = () => screen.getByLabelText(messages.fields.apiKey, { exact: false, selector: 'input' });
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('WefactDialog', () => {
  it('asks for the key again when the address changes, before anything is sent', async () => {
    renderDialog();
    expect(keyField().getAttribute('aria-required')).toBeNull();
    expect(screen.queryByText(messages.wefact.keyAgainHint)).toBeNull();

    fill(screen.getByLabelText(messages.fields.baseUrl), NEW_URL);
    expect(keyField().getAttribute('aria-required')).toBe('true');
    expect(screen.getByText(messages.wefact.keyAgainHint)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verbinding testen' }));
    expect(await screen.findByText(messages.wefact.keyRequiredForNewAddress)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(keyField().getAttribute('aria-invalid')).toBe('true'));
    expect(testWefactConnection).not.toHaveBeenCalled();
    expect(updateWefactSettings).not.toHaveBeenCalled();
  });

  it('sends a new address together with the key', async () => {
    vi.mocked(updateWefactSettings).mockResolvedValue({ ...settings, baseUrl: NEW_URL, apiKeyLast4: '9999' });
    const onSaved = renderDialog();
    fill(screen.getByLabelText(messages.fields.baseUrl), NEW_URL);
    fill(keyField(), 'nieuwe-sleutel-9999');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(updateWefactSettings).mock.calls[0]?.[1]).toEqual({
      apiKey: 'nieuwe-sleutel-9999',
      baseUrl: NEW_URL,
      taxCodes: settings.taxCodes,
    });
  });

  it("puts the server's field errors on the fields", async () => {
    vi.mocked(testWefactConnection).mockRejectedValue(
      new ApiValidationError(messages.errors.validation, {
        api_key: [messages.wefact.keyRequiredForNewAddress],
        base_url: [messages.wefact.privateAddress],
      }),
    );
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Verbinding testen' }));
    expect(await screen.findByText(messages.wefact.keyRequiredForNewAddress)).toBeTruthy();
    expect(screen.getByText(messages.wefact.privateAddress)).toBeTruthy();
    expect(screen.getByLabelText(messages.fields.baseUrl).getAttribute('aria-invalid')).toBe('true');
  });
});
