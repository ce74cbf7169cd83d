import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';
import {
  BellIcon,
  ChevronDownIcon,
  KeyRoundIcon,
  KeySquareIcon,
  WebhookIcon,
  LogOutIcon,
  ShieldCheckIcon,
  UserRoundIcon,
} from '@promptshelf/ui/icons';

import type { Viewer } from '#src/lib/auth';
import type { ThemeChoice } from '#src/lib/theme';
import { THEMES, useThemeChoice } from './theme-switch';
import { useLogout } from './use-logout';
import { UserAvatar, displayName } from './user-avatar';

export function UserMenu({ viewer }: { viewer: Viewer }) {
  const logout = useLogout();
  const name = displayName(viewer);
  const [theme, pickTheme] = useThemeChoice();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[state=open]:bg-accent">
        <UserAvatar viewer={viewer} />
        <span className="max-w-40 truncate">{viewer.firstName ?? name}</span>
        <span className="sr-only">: open user menu</span>
        <ChevronDownIcon className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-medium">{name}</span>
          <span className="block truncate text-xs text-muted-foreground">{viewer.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRoundIcon aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/change-password">
            <KeyRoundIcon aria-hidden="true" />
            Change Password
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings/security">
            <ShieldCheckIcon aria-hidden="true" />
            Security
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings/tokens">
            <KeySquareIcon aria-hidden="true" />
            API Tokens
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings/webhooks">
            <WebhookIcon aria-hidden="true" />
            Webhooks
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings/notifications">
            <BellIcon aria-hidden="true" />
            Notifications
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
          Theme
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-label="Theme"
          value={theme}
          onValueChange={(value) => pickTheme(value as ThemeChoice)}
        >
          {THEMES.map(({ choice, label, Icon }) => (
            <DropdownMenuRadioItem key={choice} value={choice}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOutIcon aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
