import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OnboardingStep, OnboardingStepName } from './onboardingSteps.api';
import { useOnboardingSteps } from './useOnboardingSteps';

/** Where each step's button goes: the screen that does it. */
export const STEP_ACTIONS: Readonly<Record<OnboardingStepName, string>> = {
  integrate: '/integrations',
  sendInventory: '/send-inventory',
  firstOrderShipped: '/orders/create',
};

const TITLE_ID = 'onboarding-steps-title';
const PROGRESS_ID = 'onboarding-steps-progress';

/**
 * The merchant's onboarding steps on the dashboard (issue 20): integrate a store, send inventory, first order
 * shipped, each done from the merchant's own records, each undone one with the button that does it, and how many
 * are done. Once all three are, it folds to one line.
 */
export function OnboardingSteps() {
  const steps = useOnboardingSteps();

  if (steps.status === 'ready' && steps.steps.every((step) => step.done)) {
    return (
      <Card component="section" variant="outlined" aria-labelledby={TITLE_ID} sx={{ mb: 3 }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1, '&:last-child': { pb: 2 } }}>
          <CheckCircleIcon color="success" aria-hidden />
          <Typography id={TITLE_ID} component="p">
            <FormattedMessage id="shell.onboarding.allSet" />
          </Typography>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={TITLE_ID}
      aria-busy={steps.status === 'loading'}
      sx={{ mb: 3 }}
    >
      <CardContent>
        <Typography id={TITLE_ID} variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="shell.onboarding.title" />
        </Typography>
        {steps.status === 'loading' && (
          <Box>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="shell.onboarding.loading" />
            </Typography>
            <Skeleton variant="rectangular" height={120} sx={{ mt: 1 }} />
          </Box>
        )}
        {steps.status === 'failed' && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={steps.retry}>
                <FormattedMessage id="shell.onboarding.retry" />
              </Button>
            }
          >
            <FormattedMessage id="shell.onboarding.failed" />
          </Alert>
        )}
        {steps.status === 'ready' && (
          <>
            <Typography id={PROGRESS_ID} variant="body2" color="text.secondary">
              <FormattedMessage
                id="shell.onboarding.progress"
                values={{ done: steps.steps.filter((step) => step.done).length, total: steps.steps.length }}
              />
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(100 * steps.steps.filter((step) => step.done).length) / Math.max(steps.steps.length, 1)}
              aria-labelledby={PROGRESS_ID}
              sx={{ my: 1.5 }}
            />
            <List disablePadding>
              {steps.steps.map((step) => (
                <StepRow key={step.step} step={step} />
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function StepRow({ step }: { step: OnboardingStep }) {
  const name = step.step;
  return (
    <ListItem disableGutters divider sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {step.done ? (
        <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
      ) : (
        <RadioButtonUncheckedIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
      )}
      <Stack sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 500 }}>
          <FormattedMessage id={`shell.onboarding.step.${name}.title`} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {step.done ? (
            <FormattedMessage id="shell.onboarding.done" />
          ) : (
            <>
              <FormattedMessage id="shell.onboarding.toDo" />
              {' · '}
              <FormattedMessage id={`shell.onboarding.step.${name}.description`} />
            </>
          )}
        </Typography>
      </Stack>
      {!step.done && (
        <Button component={Link} to={STEP_ACTIONS[name]} variant="outlined" size="small">
          <FormattedMessage id={`shell.onboarding.step.${name}.action`} />
        </Button>
      )}
    </ListItem>
  );
}
