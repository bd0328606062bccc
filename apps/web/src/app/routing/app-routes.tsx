import { SECTION_KEYS, SECTION_LABELS, SUPER_ROLE } from '@afscheid/shared';
import type { RouteObject } from 'react-router';
import { nl } from '../../lib/i18n/nl-NL.ts';
import { lazyRoute } from '../errors/chunk-reload.ts';
// Their navigation rules (the gate, the organisation types) come with them, not on their first navigation.
import '../middleware/app-middleware.ts';
// Every page's styles (the first load has only the shell's, `shell.css`).
import '../../styles.css';
import { PublicLayout } from '../layouts/public-layout.tsx';
// Statically: a page's data request must not wait behind the page's own chunks (the browser opens six connections).
import { prefetchDashboard, prefetchDossier, prefetchDossierList, prefetchSection } from './page-prefetch.ts';
import { appHandle, organizationHandle, page, redirectRoute } from './route-builders.tsx';

/**
 * The pages behind the login and the public pages: not in the first load. The router adds them under `root` on the
 * first navigation that needs them (`patchAppRoutes` in `app-routes-loader.ts`), so the login page's first load
 * holds neither this table nor the preload lists of its chunks.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'layout-default',
    lazy: lazyRoute(() =>
      import('../layouts/default-layout.tsx').then((m) => ({ Component: m.DefaultLayout })),
    ),
    children: [
      page({
        path: 'dashboard',
        handle: appHandle(nl.titles.dashboard),
        load: () =>
          import('../../features/dashboard/routes/dashboard-page.tsx').then((m) => ({
            Component: m.DashboardPage,
          })),
        prefetch: prefetchDashboard,
      }),
      page({
        path: 'profile',
        handle: appHandle(nl.titles.profile),
        load: () =>
          import('../../features/profile/routes/profile-page.tsx').then((m) => ({
            Component: m.ProfilePage,
          })),
      }),
      page({
        path: 'dossiers',
        handle: organizationHandle(nl.titles.dossiers, { permission: 'dossiers.view' }),
        load: () =>
          import('../../features/dossiers/routes/dossiers-page.tsx').then((m) => ({
            Component: m.DossiersPage,
          })),
        prefetch: ({ request }) => prefetchDossierList(new URL(request.url)),
      }),
      page({
        // `/dossiers/{id}`: header, section navigation and tabs; the tab or the section in its outlet.
        path: 'dossiers/:id',
        handle: organizationHandle(nl.titles.dossier, { permission: 'dossiers.view' }),
        linked: { record: 'dossier', param: 'id' },
        load: () =>
          import('../../features/dossiers/routes/dossier-page.tsx').then((m) => ({
            Component: m.DossierPage,
          })),
        prefetch: ({ params }) => prefetchDossier(params.id ?? ''),
        children: [
          page({
            index: true,
            handle: organizationHandle(nl.titles.dossier, { permission: 'dossiers.view' }),
            load: () =>
              import('../../features/dossiers/routes/dossier-overview-tab.tsx').then((m) => ({
                Component: m.DossierOverviewTab,
              })),
          }),
          page({
            path: 'documentation',
            handle: organizationHandle(nl.titles.dossierDocumentation, { permission: 'documents.view' }),
            load: () =>
              import('../../features/documents/routes/dossier-documentation-tab.tsx').then((m) => ({
                Component: m.DossierDocumentationTab,
              })),
          }),
          page({
            path: 'notes',
            handle: organizationHandle(nl.titles.dossierNotes, { permission: 'notes.view' }),
            load: () =>
              import('../../features/notes/routes/dossier-notes-tab.tsx').then((m) => ({
                Component: m.DossierNotesTab,
              })),
          }),
          page({
            path: 'budget',
            handle: organizationHandle(nl.titles.dossierBudget, { permission: 'budget.view' }),
            load: () =>
              import('../../features/budget/routes/dossier-budget-tab.tsx').then((m) => ({
                Component: m.DossierBudgetTab,
              })),
          }),
          page({
            path: 'tasks',
            handle: organizationHandle(nl.titles.dossierTasks, { permission: 'tasks.view' }),
            load: () =>
              import('../../features/tasks/routes/dossier-tasks-tab.tsx').then((m) => ({
                Component: m.DossierTasksTab,
              })),
          }),
          // `/dossiers/{dossier}/{section}`: one generic page for the 18 sections (it reads the key from the path).
          ...SECTION_KEYS.map((key) =>
            page({
              path: key,
              handle: organizationHandle(SECTION_LABELS[key], { permission: 'sections.view' }),
              load: () =>
                import('../../features/dossiers/routes/dossier-section-page.tsx').then((m) => ({
                  Component: m.DossierSectionPage,
                })),
              prefetch: ({ params }) => prefetchSection(params.id ?? '', key),
            }),
          ),
        ],
      }),
      page({
        // Day and week planning of the places; view, date and filters live in the URL.
        path: 'planner',
        handle: organizationHandle(nl.titles.planner, { permission: 'planner.view' }),
        load: () =>
          import('../../features/planner/routes/planner-page.tsx').then((m) => ({
            Component: m.PlannerPage,
          })),
      }),
      page({
        // Both sides: what a funeral company sent, what a crematorium received; filters and page in the URL.
        path: 'crematorium-requests',
        handle: organizationHandle(nl.titles.crematoriumRequests, {
          permission: 'crematorium_requests.view',
        }),
        load: () =>
          import('../../features/crematorium-requests/routes/crematorium-requests-page.tsx').then((m) => ({
            Component: m.CrematoriumRequestsPage,
          })),
      }),
      page({
        path: 'crematorium-requests/:id',
        handle: organizationHandle(nl.titles.crematoriumRequest, { permission: 'crematorium_requests.view' }),
        load: () =>
          import('../../features/crematorium-requests/routes/crematorium-request-page.tsx').then((m) => ({
            Component: m.CrematoriumRequestPage,
          })),
      }),
      page({
        // The crematorium's cremation records; filters, sort and page live in the URL.
        path: 'cremations',
        handle: organizationHandle(nl.titles.cremations, { permission: 'cremation_approvals.view' }),
        load: () =>
          import('../../features/cremations/routes/cremations-page.tsx').then((m) => ({
            Component: m.CremationsPage,
          })),
      }),
      page({
        path: 'cremations/:id',
        handle: organizationHandle(nl.titles.cremation, { permission: 'cremation_approvals.view' }),
        load: () =>
          import('../../features/cremations/routes/cremation-page.tsx').then((m) => ({
            Component: m.CremationPage,
          })),
      }),
      page({
        // The crematorium's ash records; filters, sort and page live in the URL.
        path: 'ash',
        handle: organizationHandle(nl.titles.ashRecords, { permission: 'ash.view' }),
        load: () =>
          import('../../features/ash/routes/ash-records-page.tsx').then((m) => ({
            Component: m.AshRecordsPage,
          })),
      }),
      page({
        path: 'ash/places',
        handle: organizationHandle(nl.titles.ashPlaces, { permission: 'ash.view' }),
        load: () =>
          import('../../features/ash-places/routes/ash-places-page.tsx').then((m) => ({
            Component: m.AshPlacesPage,
          })),
      }),
      page({
        path: 'ash/register',
        handle: organizationHandle(nl.titles.ashRegister, { permission: 'ash.view' }),
        load: () =>
          import('../../features/ash-register/routes/ash-register-page.tsx').then((m) => ({
            Component: m.AshRegisterPage,
          })),
      }),
      page({
        path: 'ash/:id',
        handle: organizationHandle(nl.titles.ashRecord, { permission: 'ash.view' }),
        load: () =>
          import('../../features/ash/routes/ash-record-page.tsx').then((m) => ({
            Component: m.AshRecordPage,
          })),
      }),
      page({
        path: 'tasks',
        handle: organizationHandle(nl.titles.tasks, { permission: 'tasks.view' }),
        load: () =>
          import('../../features/tasks/routes/tasks-page.tsx').then((m) => ({ Component: m.TasksPage })),
      }),
      page({
        path: 'tasks/:id',
        handle: organizationHandle(nl.titles.task, { permission: 'tasks.view' }),
        linked: { record: 'task', param: 'id' },
        load: () =>
          import('../../features/tasks/routes/task-page.tsx').then((m) => ({ Component: m.TaskPage })),
      }),
      page({
        path: 'tasks/:task/edit',
        handle: organizationHandle(nl.titles.taskEdit, { permission: 'tasks.update' }),
        linked: { record: 'task', param: 'task' },
        load: () =>
          import('../../features/tasks/routes/task-edit-page.tsx').then((m) => ({
            Component: m.TaskEditPage,
          })),
      }),
      page({
        path: 'articles',
        handle: organizationHandle(nl.titles.articles, { permission: 'articles.view' }),
        load: () =>
          import('../../features/articles/routes/articles-page.tsx').then((m) => ({
            Component: m.ArticlesPage,
          })),
      }),
      page({
        path: 'articles/:id',
        handle: organizationHandle(nl.titles.article, { permission: 'articles.view' }),
        linked: { record: 'article', param: 'id' },
        load: () =>
          import('../../features/articles/routes/article-page.tsx').then((m) => ({
            Component: m.ArticlePage,
          })),
      }),
      page({
        path: 'articles/:article/edit',
        handle: organizationHandle(nl.titles.articleEdit, { permission: 'articles.update' }),
        linked: { record: 'article', param: 'article' },
        load: () =>
          import('../../features/articles/routes/article-edit-page.tsx').then((m) => ({
            Component: m.ArticleEditPage,
          })),
      }),
      page({
        path: 'suppliers/:supplier/articles/create',
        handle: organizationHandle(nl.titles.supplierArticleCreate, { permission: 'articles.create' }),
        linked: { record: 'supplier', param: 'supplier' },
        load: () =>
          import('../../features/articles/routes/supplier-article-create-page.tsx').then((m) => ({
            Component: m.SupplierArticleCreatePage,
          })),
      }),
      page({
        path: 'suppliers',
        handle: organizationHandle(nl.titles.suppliers, { permission: 'suppliers.view' }),
        load: () =>
          import('../../features/suppliers/routes/suppliers-page.tsx').then((m) => ({
            Component: m.SuppliersPage,
          })),
      }),
      page({
        path: 'suppliers/create',
        handle: organizationHandle(nl.titles.supplierCreate, { permission: 'suppliers.create' }),
        load: () =>
          import('../../features/suppliers/routes/supplier-create-page.tsx').then((m) => ({
            Component: m.SupplierCreatePage,
          })),
      }),
      page({
        path: 'suppliers/:id',
        handle: organizationHandle(nl.titles.supplier, { permission: 'suppliers.view' }),
        linked: { record: 'supplier', param: 'id' },
        load: () =>
          import('../../features/suppliers/routes/supplier-page.tsx').then((m) => ({
            Component: m.SupplierPage,
          })),
      }),
      page({
        path: 'suppliers/:supplier/edit',
        handle: organizationHandle(nl.titles.supplierEdit, { permission: 'suppliers.update' }),
        linked: { record: 'supplier', param: 'supplier' },
        load: () =>
          import('../../features/suppliers/routes/supplier-edit-page.tsx').then((m) => ({
            Component: m.SupplierEditPage,
          })),
      }),
      page({
        path: 'debtors',
        handle: organizationHandle(nl.titles.debtors, { permission: 'debtors.view' }),
        load: () =>
          import('../../features/debtors/routes/debtors-page.tsx').then((m) => ({
            Component: m.DebtorsPage,
          })),
      }),
      page({
        path: 'debtors/create',
        handle: organizationHandle(nl.titles.debtorCreate, { permission: 'debtors.create' }),
        load: () =>
          import('../../features/debtors/routes/debtor-create-page.tsx').then((m) => ({
            Component: m.DebtorCreatePage,
          })),
      }),
      page({
        path: 'debtors/:id',
        handle: organizationHandle(nl.titles.debtor, { permission: 'debtors.view' }),
        linked: { record: 'debtor', param: 'id' },
        load: () =>
          import('../../features/debtors/routes/debtor-page.tsx').then((m) => ({
            Component: m.DebtorPage,
          })),
      }),
      page({
        path: 'debtors/:debtor/edit',
        handle: organizationHandle(nl.titles.debtorEdit, { permission: 'debtors.update' }),
        linked: { record: 'debtor', param: 'debtor' },
        load: () =>
          import('../../features/debtors/routes/debtor-edit-page.tsx').then((m) => ({
            Component: m.DebtorEditPage,
          })),
      }),
      page({
        path: 'places/create',
        handle: organizationHandle(nl.titles.placeCreate, { permission: 'places.create' }),
        load: () =>
          import('../../features/places/routes/place-create-page.tsx').then((m) => ({
            Component: m.PlaceCreatePage,
          })),
      }),
      page({
        path: 'places/:id',
        handle: organizationHandle(nl.titles.place, { permission: 'places.view' }),
        linked: { record: 'place', param: 'id' },
        load: () =>
          import('../../features/places/routes/place-page.tsx').then((m) => ({ Component: m.PlacePage })),
      }),
      page({
        path: 'places/:place/edit',
        handle: organizationHandle(nl.titles.placeEdit, { permission: 'places.update' }),
        linked: { record: 'place', param: 'place' },
        load: () =>
          import('../../features/places/routes/place-edit-page.tsx').then((m) => ({
            Component: m.PlaceEditPage,
          })),
      }),
      page({
        path: 'places/:place/broadcast/create',
        handle: organizationHandle(nl.titles.broadcastCreate, { permission: 'broadcasts.create' }),
        linked: { record: 'place', param: 'place' },
        load: () =>
          import('../../features/broadcasts/routes/broadcast-create-page.tsx').then((m) => ({
            Component: m.BroadcastCreatePage,
          })),
      }),
      page({
        path: 'places/:place/broadcast/:id/edit',
        handle: organizationHandle(nl.titles.broadcastEdit, { permission: 'broadcasts.update' }),
        linked: { record: 'place', param: 'place' },
        load: () =>
          import('../../features/broadcasts/routes/broadcast-edit-page.tsx').then((m) => ({
            Component: m.BroadcastEditPage,
          })),
      }),
      page({
        path: 'organizations',
        handle: appHandle(nl.titles.organizations, { permission: 'organizations.view' }),
        load: () =>
          import('../../features/organizations/routes/organizations-page.tsx').then((m) => ({
            Component: m.OrganizationsPage,
          })),
      }),
      page({
        // Only the platform administrator creates organisations (every owner holds `*`, so a role check).
        path: 'organizations/create',
        handle: appHandle(nl.titles.organizationCreate, { role: SUPER_ROLE }),
        load: () =>
          import('../../features/organizations/routes/organization-create-page.tsx').then((m) => ({
            Component: m.OrganizationCreatePage,
          })),
      }),
      page({
        path: 'organizations/:id',
        handle: appHandle(nl.titles.organization, { permission: 'organizations.view' }),
        load: () =>
          import('../../features/organizations/routes/organization-page.tsx').then((m) => ({
            Component: m.OrganizationPage,
          })),
        children: [
          page({
            index: true,
            handle: appHandle(nl.titles.organization, { permission: 'organizations.view' }),
            load: () =>
              import('../../features/organizations/routes/organization-overview-tab.tsx').then((m) => ({
                Component: m.OrganizationOverviewTab,
              })),
          }),
          page({
            path: 'wefact-api',
            handle: appHandle(nl.titles.organizationWefact, {
              permission: 'organizations.manage_wefact',
            }),
            load: () =>
              import('../../features/organizations/routes/organization-wefact-tab.tsx').then((m) => ({
                Component: m.OrganizationWefactTab,
              })),
          }),
          page({
            // The active organisation's places (the places API serves that one; another says to switch).
            path: 'places',
            handle: appHandle(nl.titles.organizationPlaces, { permission: 'places.view' }),
            load: () =>
              import('../../features/places/routes/organization-places-tab.tsx').then((m) => ({
                Component: m.OrganizationPlacesTab,
              })),
          }),
          page({
            // The active organisation's Word templates for generated documents, with the merge codes.
            path: 'templates',
            handle: appHandle(nl.titles.organizationTemplates, { permission: 'templates.view' }),
            load: () =>
              import('../../features/templates/routes/organization-templates-tab.tsx').then((m) => ({
                Component: m.OrganizationTemplatesTab,
              })),
          }),
        ],
      }),
      page({
        path: 'organizations/:id/edit',
        handle: appHandle(nl.titles.organizationEdit, { permission: 'organizations.update' }),
        load: () =>
          import('../../features/organizations/routes/organization-edit-page.tsx').then((m) => ({
            Component: m.OrganizationEditPage,
          })),
      }),
      page({
        path: 'users/:id',
        handle: appHandle(nl.titles.user),
        load: () =>
          import('../../features/users/routes/user-page.tsx').then((m) => ({ Component: m.UserPage })),
      }),
      // `/users` without an id: the user's own page is the profile.
      redirectRoute('users', appHandle(nl.titles.profile), '/profile'),
    ],
  },
  {
    // Public pages for visitors (no login): the frame with only the product's name.
    id: 'layout-public',
    Component: PublicLayout,
    children: [
      page({
        // Relatives watch a broadcast here with its access code; nothing of it shows without the code.
        path: 'uitzending/:slug',
        handle: { auth: false, title: nl.titles.broadcastPublic, layout: 'public' },
        load: () =>
          import('../../features/broadcasts/routes/public-broadcast-page.tsx').then((m) => ({
            Component: m.PublicBroadcastPage,
          })),
      }),
    ],
  },
];
