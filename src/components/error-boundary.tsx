import { Component, type ReactNode } from 'react';

/** Catch a render error below it and show `fallback` instead of blanking the page. */
export class ErrorBoundary extends Component<
  { fallback: (error: unknown, reset: () => void) => ReactNode; children: ReactNode },
  { error: unknown }
> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (this.state.error) return this.props.fallback(this.state.error, () => this.setState({ error: null }));
    return this.props.children;
  }
}
