/**
 * The platform's `react-router-dom` singleton: rspack.base.ts shares this file under that name, so
 * every app's `import … from 'react-router-dom'` gets these exports, from one copy on the page.
 *
 * Why not the package itself: a shared module is never tree-shaken, and react-router 7 ships its
 * data, server and RSC routers in one module, 61 kB gzip on every first visit against about 13 kB
 * for the exports the apps use (ADR 013). TypeScript resolves `react-router-dom` to this file
 * (tsconfig.base.json `paths`), so an app that needs another export gets a type error until the
 * export is added here, never an undefined at run time.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type * from 'react-router';
