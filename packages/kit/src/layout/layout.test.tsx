import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card, CardList, Row, SectionHeading, layout } from './layout';

describe('the layout primitives', () => {
  it('draw a list of cards with the kit classes, keeping the caller’s class and attributes', () => {
    render(
      <CardList aria-label="Orders" data-testid="orders">
        <Card className="mine" data-testid="order-1">
          one
        </Card>
      </CardList>,
    );
    const list = screen.getByRole('list', { name: 'Orders' });
    expect(list).toHaveClass(layout.cardList);
    expect(screen.getByRole('listitem')).toHaveClass(layout.card, 'mine');
    expect(screen.getByTestId('order-1')).toHaveTextContent('one');
  });

  it('put a label before its value on a row, and a heading at the level asked', () => {
    render(
      <>
        <SectionHeading>Rules</SectionHeading>
        <SectionHeading level={3}>Fees</SectionHeading>
        <Row label="Days" data-testid="days">
          <span>30</span>
        </Row>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Rules' })).toHaveClass(layout.sectionHeading);
    expect(screen.getByRole('heading', { level: 3, name: 'Fees' })).toBeInTheDocument();
    const row = screen.getByTestId('days');
    expect(row).toHaveClass(layout.row);
    expect(row).toHaveTextContent('Days30');
    expect(row.firstElementChild).toHaveClass(layout.label);
  });
});
