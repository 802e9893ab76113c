import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { SettingKey } from '@alicerce/domain';
import { ListSkeleton } from '@/admin/components/list-skeleton';
import { useToast } from '@/shared/lib/toast';

import { scriptSettingsQuery } from '../api/get-site-settings';

import { ScriptSettingField } from './script-setting-field';
import { SecondFactorPolicySwitch } from './second-factor-policy-switch';

const FIELDS: Array<{ key: SettingKey; label: string; helper: string }> = [
  { key: 'head_scripts', label: 'Scripts do <head>', helper: 'Inseridos no <head> de todas as páginas (ex.: Google Tag Manager, Meta Pixel).' },
  { key: 'body_scripts', label: 'Scripts do início do <body>', helper: 'Inseridos logo após a abertura do <body> (ex.: noscript do GTM).' },
  { key: 'footer_scripts', label: 'Scripts do rodapé', helper: 'Inseridos no fim da página, antes do fechamento do <body>.' },
];

/** 'Configurações do Site': the second-factor requirement for admins, then the three script settings, each with its consent category. */
export function SiteSettingsTab() {
  const toast = useToast();
  const settings = useQuery(scriptSettingsQuery());

  useEffect(() => {
    if (settings.error) toast.error('Erro ao carregar configurações', settings.error.message);
  }, [settings.error, toast]);

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        Configurações do Site
      </Typography>
      <SecondFactorPolicySwitch />
      <Alert severity="info">
        <AlertTitle>Scripts sob consentimento (LGPD)</AlertTitle>
        Os scripts são carregados nas páginas públicas (nunca no painel) e cada um só roda depois que o visitante aceitar a sua categoria de cookies
        no aviso do site; Necessários rodam sempre. Scripts de terceiros podem afetar desempenho e privacidade — confira antes de salvar. Por
        segurança (CSP), o que eles enviam, carregam ou abrem em quadros precisa usar endereços https://; ao salvar, o painel avisa o que o site
        bloquearia.
      </Alert>
      <Alert severity="warning">
        <AlertTitle>Quando os scripts passam a valer</AlertTitle>
        Ao salvar, o script já vale na próxima página que um visitante abrir ou recarregar: não é preciso publicar nem reconstruir o site. Ele não
        fica no HTML das páginas; o navegador de cada visitante lê os scripts do CMS a cada página aberta, depois que ela carrega, e insere os das
        categorias de cookies que ele aceitou. Uma página que já estava aberta continua com a versão anterior até ser recarregada.
      </Alert>
      {settings.isPending && <ListSkeleton label="Carregando configurações" height={160} />}
      {settings.data &&
        FIELDS.map((field) => (
          <ScriptSettingField key={field.key} settingKey={field.key} label={field.label} helper={field.helper} initial={settings.data[field.key]} />
        ))}
    </Stack>
  );
}
