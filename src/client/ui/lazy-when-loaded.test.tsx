import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWhenLoaded } from './lazy-when-loaded';

const Greeting = ({ text }: { text: string }) => <p>{text}</p>;

describe('lazyWhenLoaded', () => {
  it('suspends while its code loads, like lazy', async () => {
    const { Component } = lazyWhenLoaded(async () => Greeting);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Component text="hello" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('hello')).toBeInTheDocument();
  });

  it('renders in the first commit, without a fallback, once its code was preloaded', async () => {
    const { load, Component } = lazyWhenLoaded(async () => Greeting);
    await load();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Component text="at once" />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('at once')).toBeInTheDocument();
  });
});
