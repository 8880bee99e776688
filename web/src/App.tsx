import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { ErrorState, Loading } from './components/states.tsx';
import { timeZone } from './format.ts';
import { ChangePassword } from './pages/Passwords.tsx';
import { ProjectsPage } from './pages/Projects.tsx';
import { SignInPage } from './pages/SignIn.tsx';
import { userRoleLabels } from './labels.ts';
import { signOut } from './session.ts';
import { isUnauthorized, type Me, useTRPC } from './trpc.ts';

// Everything past the projects list loads on demand (the first page stays small).
const ProjectPage = lazy(() => import('./pages/Project.tsx'));
const SettingsPage = lazy(() => import('./pages/Settings.tsx'));

export function App() {
  return (
    <Router base="/app">
      <Shell />
    </Router>
  );
}

function Shell() {
  const trpc = useTRPC();
  const me = useQuery(trpc.me.get.queryOptions(undefined, { retry: false }));
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  // Move focus to the page on navigation, so keyboard and screen-reader users start at its top.
  useEffect(() => main.current?.focus(), [location]);

  if (me.isPending) return <Loading what="your session" />;
  if (me.isError && isUnauthorized(me.error)) {
    return (
      <main id="main" className="signin">
        <SignInPage />
      </main>
    );
  }
  if (me.isError) return <ErrorState error={me.error} retry={() => void me.refetch()} />;
  if (me.data.mustChangePassword) {
    // After a reset by an owner the server opens nothing else until the user has chosen their own.
    return (
      <main id="main" className="signin">
        <ChangePassword reason="Your password was reset by an owner of the account. Choose your own to continue." />
        <UserMenu me={me.data} />
      </main>
    );
  }
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <Link href="/" className="brand">
          Visibility
        </Link>
        <nav aria-label="Main">
          <Link href="/">Projects</Link>
          <Link href={me.data.role === 'OWNER' ? '/settings/keys' : '/settings/password'}>Settings</Link>
        </nav>
        <UserMenu me={me.data} />
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        <Suspense fallback={<Loading what="page" />}>
          <Switch>
            <Route path="/">
              <ProjectsPage me={me.data} />
            </Route>
            <Route path="/projects/:slug/*?">{(params) => <ProjectPage slug={params.slug} />}</Route>
            <Route path="/settings/:tab?">
              {(params) =>
                me.data.role === 'OWNER' || params.tab === 'password' ? (
                  <SettingsPage tab={params.tab ?? 'keys'} me={me.data} />
                ) : (
                  <Redirect to="/settings/password" />
                )
              }
            </Route>
            <Route>
              <h1>Page not found</h1>
              <p>
                <Link href="/">Back to projects</Link>
              </p>
            </Route>
          </Switch>
        </Suspense>
      </main>
      <footer className="foot muted">Times are shown in your time zone ({timeZone}).</footer>
    </>
  );
}

function UserMenu({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  return (
    <div className="user">
      <span>
        {me.email} <span className="muted">({userRoleLabels[me.role].toLowerCase()})</span>
      </span>
      <button
        type="button"
        onClick={async () => {
          await signOut();
          queryClient.clear();
          window.location.assign('/app/');
        }}
      >
        Sign out
      </button>
    </div>
  );
}
