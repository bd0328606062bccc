import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../browser/storage.ts';
import { IfCan, IfRole, IfRoleOrCan, IfScope, GateStoreContext } from './gate-components.tsx';
import { createGateStore, PERMISSIONS_KEY, ROLES_KEY } from './gate-store.ts';

afterEach(cleanup);

function renderWith(store: ReturnType<typeof createGateStore>) {
  return render(
    <GateStoreContext.Provider value={store}>
      <IfRole role="admin|owner">
        <p>rol-beheer</p>
      </IfRole>
      <IfRole role="admin|owner" all>
        <p>alle-rollen</p>
      </IfRole>
      <IfCan permission="dossiers.view">
        <p>dossiers-bekijken</p>
      </IfCan>
      <IfCan permission="dossiers.view|ash.close" all>
        <p>beide-rechten</p>
      </IfCan>
      <IfRoleOrCan role="owner" permission="tasks.create">
        <p>rol-of-recht</p>
      </IfRoleOrCan>
      <IfScope scope="planner.view">
        <p>scope-planner</p>
      </IfScope>
      <IfCan permission="members.manage" fallback={<p>geen-ledenbeheer</p>}>
        <p>ledenbeheer</p>
      </IfCan>
    </GateStoreContext.Provider>,
  );
}

const visible = () => screen.queryAllByText(/.+/).map((node) => node.textContent);

describe('permission gate components', () => {
  it('remove what fails the check and render what passes', () => {
    const storage = memoryStorage();
    const store = createGateStore(storage);
    store.set({ roles: ['admin'], permissions: ['dossiers.*', 'tasks.create'], scope: ['planner.view'] });
    renderWith(store);
    expect(visible()).toEqual(['rol-beheer', 'dossiers-bekijken', 'rol-of-recht', 'scope-planner', 'geen-ledenbeheer']);
  });

  it('update when the gate changes and render nothing after clearing', () => {
    const store = createGateStore(memoryStorage());
    renderWith(store);
    expect(visible()).toEqual(['geen-ledenbeheer']);

    act(() => store.set({ roles: ['viewer'], permissions: ['*.view'], scope: { 'planner.view': true } }));
    expect(visible()).toEqual(['dossiers-bekijken', 'scope-planner', 'geen-ledenbeheer']);

    act(() => store.clear());
    expect(visible()).toEqual(['geen-ledenbeheer']);
  });

  it('lets the super role pass every check', () => {
    const store = createGateStore(memoryStorage());
    store.set({ roles: ['super'], permissions: [] });
    renderWith(store);
    expect(visible()).toEqual(['rol-beheer', 'alle-rollen', 'dossiers-bekijken', 'beide-rechten', 'rol-of-recht', 'ledenbeheer']);
  });

  it('persists roles and permissions as JSON arrays and restores them on start-up', () => {
    const storage = memoryStorage();
    createGateStore(storage).set({ roles: ['owner'], permissions: ['*'] });
    expect(storage.dump()).toEqual({ [ROLES_KEY]: '["owner"]', [PERMISSIONS_KEY]: '["*"]' });

    const restored = createGateStore(storage).getSnapshot().gate;
    expect(restored.hasRole('owner')).toBe(true);
    expect(restored.can('anything.at.all')).toBe(true);

    const cleared = createGateStore(storage);
    cleared.clear();
    expect(storage.dump()).toEqual({});
  });
});
