import type { OrganizationData } from '@afscheid/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrganizationDetails } from './organization-details.tsx';

afterEach(cleanup);

const rozenveld: OrganizationData = {
  id: 'o2',
  name: 'Crematorium Het Rozenveld',
  type: 'crematorium',
  kvkNumber: '30412987',
  vatNumber: null,
  iban: null,
  street: 'Rozenveldweg',
  houseNumber: '2',
  houseNumberAddition: 'A',
  postcode: '3731 GE',
  city: 'De Bilt',
  phone: '030 220 18 00',
  email: null,
  hasLogo: false,
  acceptsRequests: true,
  ashStorageTermMonths: 6,
  version: 1,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
  myRole: 'owner',
  can: { update: true, manageMembers: true, manageInvitations: true, manageWefact: false },
};

const detail = (label: string) => {
  const term = within(screen.getByTestId('organization-details')).getByText(label);
  return term.nextElementSibling?.textContent;
};

describe('OrganizationDetails', () => {
  it('tells whether a crematorium takes crematorium requests', () => {
    render(<OrganizationDetails organization={rozenveld} />);
    expect(detail('Crematieaanvragen via het platform')).toBe('Ja, neemt aanvragen aan');
    cleanup();
    render(<OrganizationDetails organization={{ ...rozenveld, acceptsRequests: false }} />);
    expect(detail('Crematieaanvragen via het platform')).toBe('Nee, neemt geen aanvragen aan');
  });

  it('says nothing about requests or ashes for a funeral company', () => {
    render(
      <OrganizationDetails organization={{ ...rozenveld, type: 'funeral_company', name: 'De Linde' }} />,
    );
    expect(detail('KvK-nummer')).toBe('30412987');
    expect(screen.queryByText('Crematieaanvragen via het platform')).toBeNull();
    expect(screen.queryByText('Bewaartermijn as')).toBeNull();
  });

  it('shows a crematorium’s storage term for ashes in months', () => {
    render(<OrganizationDetails organization={rozenveld} />);
    expect(detail('Bewaartermijn as')).toBe('6 maanden');
    cleanup();
    render(<OrganizationDetails organization={{ ...rozenveld, ashStorageTermMonths: 1 }} />);
    expect(detail('Bewaartermijn as')).toBe('1 maand');
  });
});
