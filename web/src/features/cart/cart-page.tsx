import { Box, Button, Container, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { cartTotals } from '@academy/shared/cart';
import { formatMoney as money } from '@academy/shared/money';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { paths } from '@/config/paths';
import { useCart } from '@/lib/cart-store';
import { CheckoutPanel } from './checkout-panel';

/** /cart/: what is in the cart, its total, and Pay for what can be paid online (school fees). */
export function CartPage() {
  const { cart, count, remove } = useCart();
  const entries = Object.entries(cart);
  const { t } = useLingui();
  return (
    <Box minH="100vh" bg="white">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        px={{ base: '4', md: '10' }}
        py="4"
        borderBottomWidth="1px"
      >
        <RouterLink to={paths.home} aria-label={t`Academy home`}>
          <Brand />
        </RouterLink>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={paths.app}>
            <Trans>Back to the app</Trans>
          </RouterLink>
        </Button>
      </Flex>
      <Container as="main" maxW="3xl" py="10">
        <Heading as="h1" size="2xl" mb="6">
          <Trans>Your cart</Trans>
        </Heading>
        {count === 0 ? (
          <Text color="gray.700">
            <Trans>Your cart is empty.</Trans>
          </Text>
        ) : (
          <Stack gap="6">
            <Table.ScrollArea maxW="100%" position="relative">
              <Table.Root aria-label={t`Items in your cart`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>
                      <Trans>Item</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <Trans>Price</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Box as="span" srOnly>
                        <Trans>Remove</Trans>
                      </Box>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {entries.map(([key, item]) => (
                    <Table.Row key={key}>
                      <Table.Cell whiteSpace="normal">
                        <bdi>{item.name}</bdi>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{money(item.price, item.currency)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={t`Remove: ${ph({ item: item.name })}`}
                          onClick={() => remove(key)}
                        >
                          <Trans>Remove</Trans>
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
                <Table.Footer>
                  {cartTotals(cart).map(({ currency, total }) => (
                    <Table.Row key={currency}>
                      <Table.Cell fontWeight="semibold">
                        <Trans>Total</Trans>
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontWeight="semibold" data-testid="cart-total">
                        {money(total, currency)}
                      </Table.Cell>
                      <Table.Cell />
                    </Table.Row>
                  ))}
                </Table.Footer>
              </Table.Root>
            </Table.ScrollArea>
          </Stack>
        )}
        <CheckoutPanel />
      </Container>
    </Box>
  );
}
