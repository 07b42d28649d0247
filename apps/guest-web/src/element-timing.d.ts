import 'react';

declare module 'react' {
  // Merged into React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** Element Timing: names an element whose first paint the performance timeline records. */
    elementtiming?: string;
  }
}
