import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, closeToast, showToast, TOAST_DURATION_MS } from './toasts.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  closeToast();
  $toast.set(null);
  cleanStores($toast);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast and closes it after 3000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    const id = showToast({ title: 'Car Saved In Watchlist', text: 'x', action: { label: 'View List', href: '/watchlist' } });
    expect($toast.get()).toEqual({ id, open: true, title: 'Car Saved In Watchlist', text: 'x', action: { label: 'View List', href: '/watchlist' } });
    vi.advanceTimersByTime(2999);
    expect($toast.get()?.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect($toast.get()?.open).toBe(false);
    expect($toast.get()?.title).toBe('Car Saved In Watchlist');
  });
  it('replaces the current toast and restarts the timer', () => {
    showToast({ title: 'first', text: '' });
    vi.advanceTimersByTime(2000);
    const second = showToast({ title: 'second', text: '' });
    vi.advanceTimersByTime(2000);
    expect($toast.get()).toMatchObject({ id: second, open: true, title: 'second', action: null });
    vi.advanceTimersByTime(1000);
    expect($toast.get()?.open).toBe(false);
  });
  it('closes only the toast asked for and honours custom durations', () => {
    const first = showToast({ title: 'a', text: '' }, 0);
    vi.advanceTimersByTime(60_000);
    expect($toast.get()?.open).toBe(true);
    showToast({ title: 'b', text: '' }, 1500);
    closeToast(first);
    expect($toast.get()?.open).toBe(true);
    vi.advanceTimersByTime(1500);
    expect($toast.get()?.open).toBe(false);
  });
});
