import { Component, type ReactNode } from 'react';
import { forgetRefusedListeners } from '@/lib/firebase';

interface Props {
  /** What shows instead when the rules refuse a read below: usually the not-found page, as for a missing record. */
  fallback: ReactNode;
  children: ReactNode;
}

const refused = (error: unknown) => (error as { code?: string } | null)?.code === 'permission-denied';

/**
 * reactfire throws a refused read to the nearest error boundary. Below this one, a record the rules keep from the
 * user (another class's student, another family's child) shows the fallback, exactly like a missing record; any
 * other failure goes on to the route's error page.
 */
export class RefusedRead extends Component<Props, { refused: boolean; error: unknown }> {
  override state = { refused: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { refused: refused(error), error };
  }

  override componentDidCatch(error: unknown) {
    // A refusal is not kept: if the school later grants the read, the next visit asks again.
    if (refused(error)) forgetRefusedListeners();
  }

  override render() {
    if (this.state.error && !this.state.refused) throw this.state.error;
    return this.state.refused ? this.props.fallback : this.props.children;
  }
}
