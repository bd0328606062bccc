/** The countries module's public face (its routes only; the list itself lives in `@afscheid/shared`). */
export { countryRoutes } from './routes.ts';
