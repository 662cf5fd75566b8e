// What the shell provides to the page as `react-router-dom` (one instance for the shell and every
// remote, since it holds the router's context): the names the workspace's code imports from it, not the
// whole package. A shared module cannot be tree-shaken, and react-router-dom re-exports all of
// react-router, the data router, server rendering and React Server Components included.
// A name imported from 'react-router-dom' anywhere must be listed here (routerFacade.test.ts checks).
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
