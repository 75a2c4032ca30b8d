# __minnow_complete_ssh_option: arguments for ssh -o (and scp, sftp): the
# configuration keywords as Keyword=, and after a yes/no keyword's `=` the
# values yes and no.
function __minnow_complete_ssh_option --description 'Complete ssh -o options'
    set -l word (commandline -ct | string replace -r -- '^-o' '')
    set -l yesno BatchMode CanonicalizeFallbackLocal CheckHostIP ClearAllForwardings Compression \
        EnableEscapeCommandline EnableSSHKeysign ExitOnForwardFailure ForkAfterAuthentication \
        ForwardAgent ForwardX11 ForwardX11Trusted GatewayPorts GSSAPIAuthentication \
        GSSAPIDelegateCredentials HashKnownHosts HostbasedAuthentication IdentitiesOnly \
        KbdInteractiveAuthentication NoHostAuthenticationForLocalhost PasswordAuthentication \
        PermitLocalCommand ProxyUseFdpass PubkeyAuthentication StdinNull StreamLocalBindUnlink \
        TCPKeepAlive UpdateHostKeys VisualHostKey
    set -l other AddKeysToAgent AddressFamily BindAddress BindInterface CanonicalDomains \
        CanonicalizeHostname CanonicalizeMaxDots CanonicalizePermittedCNAMEs CASignatureAlgorithms \
        CertificateFile Ciphers ConnectionAttempts ConnectTimeout ControlMaster ControlPath \
        ControlPersist DynamicForward EscapeChar FingerprintHash GlobalKnownHostsFile \
        HostbasedAcceptedAlgorithms HostKeyAlgorithms HostKeyAlias Hostname IdentityAgent \
        IdentityFile IgnoreUnknown IPQoS KbdInteractiveDevices KexAlgorithms KnownHostsCommand \
        LocalCommand LocalForward LogLevel LogVerbose MACs NumberOfPasswordPrompts \
        PKCS11Provider Port PreferredAuthentications ProxyCommand ProxyJump \
        PubkeyAcceptedAlgorithms RekeyLimit RemoteCommand RemoteForward RequestTTY \
        RequiredRSASize RevokedHostKeys SecurityKeyProvider SendEnv ServerAliveCountMax \
        ServerAliveInterval SessionType SetEnv StreamLocalBindMask StrictHostKeyChecking \
        SyslogFacility Tunnel TunnelDevice User UserKnownHostsFile VerifyHostKeyDNS XAuthLocation
    set -l key (string match -r -- '^[^=]*(?==)' $word)
    if set -q key[1]
        # case does not matter in keywords
        if contains -- (string lower -- $key) (string lower -- $yesno)
            printf '%s\n' $key={yes,no}
        else
            switch (string lower -- $key)
                case stricthostkeychecking
                    printf '%s\n' $key={yes,no,ask,accept-new,off}
                case loglevel
                    printf '%s\n' $key={QUIET,FATAL,ERROR,INFO,VERBOSE,DEBUG,DEBUG1,DEBUG2,DEBUG3}
                case requesttty
                    printf '%s\n' $key={no,yes,force,auto}
                case controlmaster
                    printf '%s\n' $key={no,yes,ask,auto,autoask}
                case addressfamily
                    printf '%s\n' $key={any,inet,inet6}
            end
        end
        return 0
    end
    printf '%s=\n' $yesno $other
end
