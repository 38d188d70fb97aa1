import { lazy, type ComponentProps, type ComponentType } from 'react';
import type { InspectionForm as InspectionFormComponent } from './InspectionForm';

// The inspection form (calendar, free times, date picker) is a chunk of its own: /contact opens on the
// message form, and most visitors never need the rest. The contact route's loader loads it before it shows
// that tab, on the server too, so the server renders the form itself (renderToString cannot wait for a lazy
// component). In the browser a first view on that tab finds it unloaded while hydrating, and React waits
// for it. A module of its own: the route's loader and its component live in different chunks.
type Form = ComponentType<ComponentProps<typeof InspectionFormComponent>>;

let loaded: Form | undefined;

export const loadInspectionForm = () => import('./InspectionForm').then((m) => (loaded = m.InspectionForm));

const LazyInspectionForm = lazy(() => loadInspectionForm().then((form) => ({ default: form })));

/** Starts fetching the form's code, e.g. when the pointer reaches its tab. */
export const prepareInspectionForm = () => void loadInspectionForm().catch(() => {});

/** The form as it can be rendered now: the loaded component, or a lazy one that waits for its code. */
export const inspectionForm = (): Form => loaded ?? LazyInspectionForm;
