import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductTabs } from '@/components/product/ProductTabs';
import { RequestActions } from '@/components/product/RequestActions';
import { InLocale } from '../helpers/intl';

const tabs = [
  { id: 'description', label: 'Description' },
  { id: 'details', label: 'Details' },
  { id: 'share', label: 'Share' },
];
const panels = [<p key="description">Made by hand.</p>, <p key="details">114 × 39 × 91 cm</p>, <p key="share">Links</p>];
const classes = { list: 'list', tab: 'tab', panel: 'panel' };
const labels = { inquiry: 'Request this piece', 'white-glove': 'Request white-glove delivery', customization: 'Request a customization' };

describe('ProductTabs', () => {
  it('shows one panel at a time; every panel stays in the document', async () => {
    render(<ProductTabs label="About this piece" classes={classes} tabs={tabs} panels={panels} />);
    expect(screen.getByRole('tablist', { name: 'About this piece' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('114 × 39 × 91 cm')).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toBeVisible();
    expect(screen.getByText('Made by hand.')).not.toBeVisible();
  });

  it('moves with arrows, Home and End, wrapping around (roving tabindex)', () => {
    render(<ProductTabs label="About this piece" classes={classes} tabs={tabs} panels={panels} />);
    const [first, second, third] = screen.getAllByRole('tab');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(third).toHaveFocus();
    expect(third).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(third, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: 'Home' });
    expect(first).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'false');
  });
});

describe('RequestActions', () => {
  it('offers the main request as a button and the others as links, loading no form before a click', () => {
    vi.stubGlobal('fetch', vi.fn());
    render(
      <InLocale>
        <RequestActions product={{ id: '39', sku: 'PORAMI-000039', title: 'Giada bench' }} country="US" units="in" kinds={['inquiry', 'white-glove']} primary="inquiry" labels={labels} />
      </InLocale>,
    );
    expect(screen.getByRole('button', { name: 'Request this piece' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByRole('button', { name: 'Request white-glove delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a customization' })).toBeNull();
    expect(document.querySelector('form')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('keeps a click made before the dialog’s code has arrived: the dialog opens with its form when it comes', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    HTMLDialogElement.prototype.showModal = showModal;
    render(
      <InLocale>
        <RequestActions product={{ id: '39', sku: 'PORAMI-000039', title: 'Giada bench' }} country="US" units="in" kinds={['inquiry', 'white-glove']} primary="inquiry" labels={labels} />
      </InLocale>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request this piece' }));
    // The click lands at once; the dialog and its form are a chunk of their own, which arrives later.
    expect(document.querySelector('dialog')).toBeNull();
    await waitFor(() => expect(document.querySelector('dialog form')).not.toBeNull(), { timeout: 10_000 });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toHaveAttribute('open');
    vi.unstubAllGlobals();
  });
});
