import { DebuggerPage } from '../../devtools/DevtoolsPages';

/** `debugger` (outside production only, ROUTE-044): what the app knows of this visit. */
export default function Page() {
  return <DebuggerPage />;
}
