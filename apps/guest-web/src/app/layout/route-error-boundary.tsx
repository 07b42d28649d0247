import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { secondaryButtonClass } from '../../components/ui/button-styles.ts';

interface BoundaryProps {
  /** A new value (the path) clears a shown error, without remounting what is inside. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
}

/**
 * Last resort for a render error or a screen whose code failed to download (a phone that lost signal, or a
 * deployment that replaced the files): say so and offer a reload instead of a blank page. Navigating elsewhere
 * (a new resetKey) tries again.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    // The key is filled in by getDerivedStateFromProps on the same update.
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : <RouteErrorMessage />;
  }
}

function RouteErrorMessage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-4 px-4 py-10">
      <ErrorAlert>{t('common.pageLoadFailed')}</ErrorAlert>
      <button type="button" className={secondaryButtonClass} onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
}
