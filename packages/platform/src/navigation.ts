/**
 * The router API a remote may use: the only way a remote reaches react-router (lint enforces).
 * react-router is not a federated singleton: shared, it would be provided whole (~60 KB gzip);
 * unshared, the shell's build tree-shakes it to what the shell and this module use. A remote
 * gets these from the shell's `@atrium/platform`, so it runs on the shell's one router and
 * never loads a copy of its own (two routers: a remote's links would find no router context).
 * Add here, not in a remote, what a remote newly needs (a minor version of the contract).
 */
export { Link, useLocation, useNavigate, useParams, useSearchParams, type LinkProps } from 'react-router-dom';
