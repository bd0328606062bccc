import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { errorText } from '../../lib/api/error-text.ts';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { CardSection } from './card-section.tsx';
import { ListTable } from './list-table.tsx';
import { NoticeRegion } from './notice.tsx';
import { PageProblem } from './page-problem.tsx';

afterEach(cleanup);

describe('CardSection', () => {
  it('is a region named by its heading, with the action beside it', () => {
    render(
      <CardSection title="Leden" action={<button type="button">Lid toevoegen</button>}>
        <p>Inhoud</p>
      </CardSection>,
    );
    const region = screen.getByRole('region', { name: 'Leden' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Leden' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Lid toevoegen' })).toBeTruthy();
    expect(within(region).getByText('Inhoud')).toBeTruthy();
  });
});

describe('NoticeRegion', () => {
  it('keeps a polite live region and shows a notice in it with its tone', () => {
    const { container, rerender } = render(<NoticeRegion notice={null} />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    rerender(<NoticeRegion notice={{ tone: 'error', text: 'Opslaan mislukt.' }} className="mt-4" />);
    expect(within(live as HTMLElement).getByRole('alert').textContent).toBe('Opslaan mislukt.');
    expect(live?.className).toBe('mt-4');
    rerender(<NoticeRegion notice={{ tone: 'success', text: 'Opgeslagen.' }} />);
    expect(within(live as HTMLElement).getByRole('status').textContent).toBe('Opgeslagen.');
  });
});

describe('ListTable', () => {
  const rows = (
    <tr>
      <th scope="row">Jan</th>
      <td>Eigenaar</td>
    </tr>
  );

  it('has a caption, the column headers and the actions column only when given', () => {
    const { rerender } = render(
      <ListTable
        caption="Leden van De Linde"
        columns={['Naam', 'Rol']}
        actions="Acties"
        testId="members-table"
      >
        {rows}
      </ListTable>,
    );
    const table = screen.getByRole('table', { name: 'Leden van De Linde' });
    expect(table.getAttribute('data-testid')).toBe('members-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Naam', 'Rol', 'Acties']);
    expect(within(table).getByRole('rowheader', { name: 'Jan' })).toBeTruthy();
    rerender(
      <ListTable caption="Leden van De Linde" columns={['Naam', 'Rol']} actions={undefined}>
        {rows}
      </ListTable>,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Naam', 'Rol']);
  });
});

describe('PageProblem', () => {
  it('shows the title, the reason as an alert and a way back', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <PageProblem title="Taak" back={{ to: '/tasks', label: 'Terug naar de taken' }}>
              Deze taak bestaat niet.
            </PageProblem>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Taak' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Deze taak bestaat niet.');
    expect(screen.getByRole('link', { name: 'Terug naar de taken' }).getAttribute('href')).toBe('/tasks');
  });
});

describe('errorText', () => {
  it("gives the server's message, or the general Dutch one when the server was not reached", () => {
    expect(errorText(new ApiError(409, 'Iemand anders heeft dit gewijzigd.'))).toBe(
      'Iemand anders heeft dit gewijzigd.',
    );
    expect(errorText(new TypeError('Failed to fetch'))).toBe(nl.errors.serverNoReference);
  });
});
