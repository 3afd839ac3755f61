import type { ReactNode } from 'react';
import classes from './background-page.module.css';

/** A page without the application chrome: content centred on the brand background. */
export function BackgroundPage({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.root}>
      {header}
      <main className={classes.main} id="main">
        {children}
      </main>
    </div>
  );
}
