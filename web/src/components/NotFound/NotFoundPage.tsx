// The root route renders this for unknown paths. Rendered on the server too (with status 404), so
// it is part of the entry bundle rather than a lazy chunk that renderToString could not wait for.
export { default as NotFoundPage } from './NotFoundView';
